import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  entryText,
  run
} from "./chunk-OOGPYRE6.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-LNZ7PMSE.js";
import "./chunk-ASIS4HKM.js";
import "./chunk-FSHVF4JA.js";
import "./chunk-RXTT56W7.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-GK4HK7WS.js";
import "./chunk-TGEL3E44.js";
import "./chunk-LXB25YR4.js";
import "./chunk-CNCUSDCJ.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  entryText,
  run
};
