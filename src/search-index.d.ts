declare module "virtual:search-index" {
  /** URL of the serialised MiniSearch index of every lesson (JSON; build/search-index.ts). */
  const indexUrl: string;
  export default indexUrl;
}
