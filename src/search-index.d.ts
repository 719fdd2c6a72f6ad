declare module "virtual:search-index" {
  /** URL of the serialised MiniSearch index of every lesson (JSON; pipeline/search-index.ts). */
  const indexUrl: string;
  export default indexUrl;
}

declare module "virtual:runner-version" {
  /** Names this build's playground runner page, so hosts may cache it for good. */
  const version: string;
  export default version;
}
