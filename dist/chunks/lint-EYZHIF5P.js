import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  displayPath,
  lintRepo,
  readBaselineFile,
  run
} from "./chunk-52WS3L42.js";
import "./chunk-LEWMYX6J.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-YB5H6YTP.js";
import "./chunk-EXAJQD6G.js";
import "./chunk-7UX2OIFP.js";
import "./chunk-7HBDQ6LU.js";
import "./chunk-UFH4XBHA.js";
import "./chunk-PC5L6LFX.js";
import "./chunk-6C3ZPM63.js";
import "./chunk-N3DF33C3.js";
import "./chunk-T4Y2Q33E.js";
import "./chunk-J766NP5B.js";
import "./chunk-GAOVJWG3.js";
import "./chunk-Z6C764UL.js";
import "./chunk-BSLM46Z6.js";
import "./chunk-X6TG55U7.js";
import "./chunk-633LOMZY.js";
import "./chunk-AKETTWE2.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-4PAOOPLX.js";
import "./chunk-EL3CTBVU.js";
import "./chunk-SAUV6JHN.js";
import "./chunk-GTPCD622.js";
import "./chunk-K3UNWZRA.js";
import "./chunk-SOISCQTY.js";
export {
  displayPath,
  lintRepo,
  readBaselineFile,
  run
};
