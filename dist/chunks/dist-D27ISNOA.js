import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  require_dist
} from "./chunk-Z4YDXE5F.js";
import "./chunk-7XZO6OSN.js";
export default require_dist();
