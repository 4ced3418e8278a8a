import type sharp from "sharp";

/** Strings the tests plant in a photo's metadata, as a camera or phone would: none may survive a cleaning. */
export const cameraSecrets = {
  bodySerial: "SN-BODY-4242",
  model: "WELDCAM-X100",
  copyright: "CAMERA-OWNER-778899",
  latitudeRef: "GPSREF-N",
  xmp: "XMP-CREATOR-SECRET",
};

/**
 * What a phone writes into a photo: make, model, owner and body serial (EXIF), a GPS position, EXIF orientation
 * 6 (stored landscape, shown turned a quarter clockwise, so portrait) and XMP naming its author.
 */
export function withCameraMetadata(image: sharp.Sharp): sharp.Sharp {
  return image
    .withExif({
      IFD0: { Make: "WeldCam", Model: cameraSecrets.model, Copyright: cameraSecrets.copyright },
      IFD2: { BodySerialNumber: cameraSecrets.bodySerial },
      IFD3: {
        GPSLatitudeRef: cameraSecrets.latitudeRef,
        GPSLatitude: "4/1 3/1 1234/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "9/1 42/1 5678/100",
      },
    })
    .withMetadata({ orientation: 6 })
    .withXmp(
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">` +
        `<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${cameraSecrets.xmp}</dc:creator>` +
        `</rdf:Description></rdf:RDF></x:xmpmeta>`,
    );
}
