import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  applyOverride,
  checkVersions,
  commonToAllParents
} from "./chunk-5WK3XTG3.js";
import "./chunk-77HSELN4.js";
import "./chunk-N3RZCQ7N.js";
import "./chunk-XO66BEI3.js";
import "./chunk-VDG5223I.js";
import "./chunk-55REJSUE.js";
import "./chunk-GTPCD622.js";
import "./chunk-FOS7SCH6.js";
import "./chunk-HAJ3JEZM.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-7XZO6OSN.js";
export {
  applyOverride,
  checkVersions,
  commonToAllParents
};
