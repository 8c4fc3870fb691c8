import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  commitAndPush,
  commitWritten,
  publishWritten,
  pushHead,
  pushedLine
} from "./chunk-D3MNUSID.js";
import "./chunk-OK4SHNL6.js";
import "./chunk-VFS7OCEK.js";
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
