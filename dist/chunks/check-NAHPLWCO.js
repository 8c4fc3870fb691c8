import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  applyOverride,
  checkVersions,
  commonToAllParents
} from "./chunk-VOAYNOXI.js";
import "./chunk-B73NXM6S.js";
import "./chunk-BTG7QH4H.js";
import "./chunk-6HBZ7T4F.js";
import "./chunk-4Z3MH7D7.js";
import "./chunk-MAHXDYTP.js";
import "./chunk-GTPCD622.js";
import "./chunk-BOKYZC2N.js";
import "./chunk-M4VHSZRF.js";
import "./chunk-VVYYWWMR.js";
import "./chunk-7XZO6OSN.js";
export {
  applyOverride,
  checkVersions,
  commonToAllParents
};
