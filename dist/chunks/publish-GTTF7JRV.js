import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  commitAndPush,
  commitWritten,
  publishWritten,
  pushHead,
  pushedLine
} from "./chunk-LND7H6ZQ.js";
import "./chunk-HX33224P.js";
import "./chunk-6TCZXWA5.js";
import "./chunk-X6TG55U7.js";
import "./chunk-GTPCD622.js";
import "./chunk-SOISCQTY.js";
export {
  commitAndPush,
  commitWritten,
  publishWritten,
  pushHead,
  pushedLine
};
