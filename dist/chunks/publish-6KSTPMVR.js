import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  commitAndPush,
  commitWritten,
  publishWritten,
  pushHead,
  pushedLine
} from "./chunk-XXWWCNIY.js";
import "./chunk-4S4F4G6Y.js";
import "./chunk-X6TG55U7.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-GTPCD622.js";
import "./chunk-SOISCQTY.js";
export {
  commitAndPush,
  commitWritten,
  publishWritten,
  pushHead,
  pushedLine
};
