declare module "virtual:island/*" {
  /** The URL of the built island entry. */
  const url: string;
  export default url;
}
