// What the content tests compare: the lines of the content error a load throws.
import { ContentError } from "../schemas/content-problems.ts";

/** The lines of the ContentError that `load` throws, or [] when it loads; any other error is thrown on. */
export function problemsOf(load: () => unknown): readonly string[] {
  try {
    load();
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}
