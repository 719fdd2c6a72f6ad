declare module "virtual:search-index" {
  /** The MiniSearch index of every lesson, serialised at build time (build/search-index.ts). */
  const index: string;
  export default index;
}
