import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  commitAndPush,
  commitWritten,
  publishWritten,
  pushHead,
  pushedLine
} from "./chunk-WVGPL2EQ.js";
import "./chunk-4WLA3SEC.js";
import "./chunk-MJ5ZQ3LD.js";
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
