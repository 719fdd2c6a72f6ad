import { challengeSuite } from "./challenge-suite";

await challengeSuite("what-is-react");
