import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  commitAndPush,
  commitWritten,
  publishWritten,
  pushHead,
  pushedLine
} from "./chunk-6XFHJXIO.js";
import "./chunk-X6TG55U7.js";
import "./chunk-JJIFUDFS.js";
import "./chunk-GTPCD622.js";
import "./chunk-7XZO6OSN.js";
export {
  commitAndPush,
  commitWritten,
  publishWritten,
  pushHead,
  pushedLine
};
