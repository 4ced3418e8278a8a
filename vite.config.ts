import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  define: {
    // The year the HTML is built in; the footer replaces it with the visitor's year after hydration.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
});
