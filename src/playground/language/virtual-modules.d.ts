declare module "virtual:language-env" {
  /** URL of the language service's files (JSON; pipeline/language-env.ts). */
  const envUrl: string;
  export default envUrl;
}
