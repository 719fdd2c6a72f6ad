import { challengeSuite } from "./challenge-suite";

await challengeSuite("ssr-csr");
