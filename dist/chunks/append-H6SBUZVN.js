import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  entryText,
  run
} from "./chunk-IIAJFBRI.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-T7SQIX3C.js";
import "./chunk-FQBBJYW6.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-IKN5JS5R.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-IZANRX5R.js";
import "./chunk-V2MJHYTG.js";
import "./chunk-GDV4N6JJ.js";
import "./chunk-3JEKKCDX.js";
import "./chunk-O445MX7U.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  entryText,
  run
};
