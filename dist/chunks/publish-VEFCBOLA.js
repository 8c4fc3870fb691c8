import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  commitAndPush,
  commitWritten,
  publishWritten,
  pushHead,
  pushedLine
} from "./chunk-HJW2ZMDI.js";
import "./chunk-X6TG55U7.js";
import "./chunk-NR6HGMDN.js";
import "./chunk-FSHVF4JA.js";
import "./chunk-GTPCD622.js";
import "./chunk-SOISCQTY.js";
export {
  commitAndPush,
  commitWritten,
  publishWritten,
  pushHead,
  pushedLine
};
