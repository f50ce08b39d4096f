// Which screenshot stands for a project on its card, in the list of other
// projects and on its share image. Imported by components, so it imports
// nothing (the schema, with zod, stays out of the browser's bundle).

/** `cardImage`, or the first screenshot; none when the project has no screenshots. */
export function cardImageOf<Image>(project: {
  images: readonly Image[];
  cardImage?: number | undefined;
}): Image | undefined {
  return project.images[project.cardImage ?? 0];
}
