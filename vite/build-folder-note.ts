// The first import of vite.config.ts: a `react-router build` that fails, at any step, ends by saying what build/
// holds (vite/build-report.ts), whether the content check stopped it before anything was written or the pages
// step failed halfway.
import { noteBuildFolderOnFailure } from "./build-report.ts";

// React Router's default build directory; react-router.config.ts sets no other.
if (process.argv[2] === "build") noteBuildFolderOnFailure("build/client");
