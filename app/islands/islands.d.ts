declare module "virtual:island/*" {
  import type { IslandEntry } from "~/islands/island";
  /** The island's entry and every chunk it imports (scripts/island-plugin.ts). */
  const entry: IslandEntry;
  export default entry;
}
