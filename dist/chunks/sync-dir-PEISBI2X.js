import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkDirChange,
  dirResults,
  syncDirAt,
  syncDirStaged
} from "./chunk-VMHO6BYZ.js";
import {
  sameParts,
  syncDirOnDisk
} from "./chunk-CPP6IH7Q.js";
import "./chunk-CETOGZAZ.js";
import "./chunk-O6YBYR2J.js";
import "./chunk-OKBGD2UO.js";
import "./chunk-6HBZ7T4F.js";
import "./chunk-4Z3MH7D7.js";
import "./chunk-MAHXDYTP.js";
import "./chunk-7XKDPKUL.js";
import "./chunk-GTPCD622.js";
import "./chunk-BOKYZC2N.js";
import "./chunk-M4VHSZRF.js";
import "./chunk-VVYYWWMR.js";
import "./chunk-7XZO6OSN.js";
export {
  checkDirChange,
  dirResults,
  sameParts,
  syncDirAt,
  syncDirOnDisk,
  syncDirStaged
};
