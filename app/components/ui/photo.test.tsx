import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ResolvedPhoto } from "~/lib/photos";
import { Photo } from "./photo";

afterEach(cleanup);

const placeholder = "data:image/webp;base64,UklGRjAAAABXRUJQVlA4ICQAAACwAQCdASoQAAsAAUAmJaQAA3AA/v89WAAAAA==";
const photo: ResolvedPhoto = {
  width: 1600,
  height: 1067,
  placeholder,
  src: "/photos/weld-bead-1a2b3c4d-800.jpg",
  srcSet: {
    avif: "/photos/weld-bead-11111111-480.avif 480w, /photos/weld-bead-22222222-800.avif 800w",
    webp: "/photos/weld-bead-33333333-480.webp 480w, /photos/weld-bead-44444444-800.webp 800w",
    jpeg: "/photos/weld-bead-55555555-480.jpg 480w, /photos/weld-bead-1a2b3c4d-800.jpg 800w",
  },
};
const sizes = "(min-width: 1024px) 50vw, 100vw";
const alt = "A weld cap across a steel plate";

describe("Photo", () => {
  it("offers AVIF, then WebP, then the JPEG image, each with its srcset and the same sizes", () => {
    const { container } = render(<Photo photo={photo} alt={alt} sizes={sizes} />);
    const picture = container.querySelector("picture");
    const children = [...(picture?.children ?? [])];
    expect(children.map((element) => element.tagName)).toEqual(["SOURCE", "SOURCE", "IMG"]);
    expect(children.map((element) => element.getAttribute("type"))).toEqual(["image/avif", "image/webp", null]);
    expect(children.map((element) => element.getAttribute("srcset"))).toEqual([
      photo.srcSet.avif,
      photo.srcSet.webp,
      photo.srcSet.jpeg,
    ]);
    expect(children.map((element) => element.getAttribute("sizes"))).toEqual([sizes, sizes, sizes]);
  });

  it("is an image named by its alt text, at its intrinsic size, with the JPEG fallback as src", () => {
    render(<Photo photo={photo} alt={alt} sizes={sizes} />);
    const image = screen.getByRole("img", { name: alt });
    expect(image).toHaveAttribute("src", photo.src);
    expect(image).toHaveAttribute("width", "1600");
    expect(image).toHaveAttribute("height", "1067");
    expect(image).toHaveClass("h-auto", "max-w-full");
  });

  it("loads lazily unless it is the page's priority photo", () => {
    render(<Photo photo={photo} alt={alt} sizes={sizes} />);
    const lazy = screen.getByRole("img", { name: alt });
    expect(lazy).toHaveAttribute("loading", "lazy");
    expect(lazy).toHaveAttribute("decoding", "async");
    expect(lazy).toHaveAttribute("fetchpriority", "auto");
    cleanup();

    render(<Photo photo={photo} alt={alt} sizes={sizes} priority />);
    const eager = screen.getByRole("img", { name: alt });
    expect(eager).toHaveAttribute("loading", "eager");
    expect(eager).toHaveAttribute("decoding", "sync");
    expect(eager).toHaveAttribute("fetchpriority", "high");
  });

  it("paints the placeholder behind the photo from the markup itself", () => {
    render(<Photo photo={photo} alt={alt} sizes={sizes} style={{ borderRadius: 8 }} />);
    const style = screen.getByRole("img", { name: alt }).style;
    expect(style.backgroundImage).toBe(`url("${placeholder}")`);
    expect(style.backgroundSize).toBe("cover");
    expect(style.borderRadius).toBe("8px");
  });

  it("fills a positioned box when asked, and is decoration with an empty alt", () => {
    const { container } = render(<Photo photo={photo} alt="" sizes="100vw" fill className="object-cover" />);
    expect(screen.queryByRole("img")).toBeNull();
    const image = container.querySelector("img");
    expect(image).toHaveClass("absolute", "inset-0", "size-full", "object-cover");
    expect(image).not.toHaveClass("h-auto");
  });

  it("leaves out a format the pipeline made no file of", () => {
    const { container } = render(
      <Photo photo={{ ...photo, srcSet: { ...photo.srcSet, avif: "" } }} alt={alt} sizes={sizes} />,
    );
    expect([...container.querySelectorAll("source")].map((source) => source.type)).toEqual(["image/webp"]);
  });
});
