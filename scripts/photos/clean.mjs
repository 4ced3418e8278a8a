// `npm run photos:clean [file or folder…]`: rewrites photo sources in place without the metadata that
// `npm test` and `npm run check:launch` refuse (EXIF, GPS, XMP, IPTC), upright and in the same format.
// Without an argument it takes every source in app/content/photos/. Photos already clean are left as they
// are. Commit the rewritten files afterwards.
// Exit status: 0 every photo is clean now, 1 one could not be read or rewritten (named).
import { cleanPhotos, photoSourceDir } from "./source-metadata.mjs";

const paths = process.argv.slice(2);
const results = await cleanPhotos(paths.length > 0 ? paths : [photoSourceDir]);
const cleaned = results.filter((result) => result.removed.length > 0 && !result.error);
const failed = results.filter((result) => result.error);
for (const { file, removed } of cleaned) console.log(`photos:clean: ${file}: removed ${removed.join(", ")}`);
for (const { file, error } of failed) console.error(`photos:clean: ${file}: not rewritten, ${error}`);
console.log(
  `photos:clean: ${cleaned.length} of ${results.length} photos rewritten without metadata` +
    (failed.length > 0 ? `, ${failed.length} could not be` : "") +
    (cleaned.length > 0 ? "; commit them" : ""),
);
process.exitCode = failed.length > 0 ? 1 : 0;
