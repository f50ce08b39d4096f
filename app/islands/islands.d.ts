declare module "virtual:island/*" {
  /** The URL of the built island entry. */
  const url: string;
  export default url;
  /** The entry and every chunk it imports, to fetch ahead of time (empty in development). */
  export const preload: string[];
}
