import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  worktreeArchive
} from "./chunk-FMZFSEIM.js";
import "./chunk-WE66GJ4D.js";
import "./chunk-X6TG55U7.js";
import "./chunk-FSHVF4JA.js";
import "./chunk-OWQ75YKD.js";
import "./chunk-B5LOUUCM.js";
import "./chunk-Y4AKUUPC.js";
import "./chunk-YMOCKH6W.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-635QCSZ5.js";
import "./chunk-GK4HK7WS.js";
import "./chunk-TGEL3E44.js";
import "./chunk-LXB25YR4.js";
import "./chunk-CNCUSDCJ.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  worktreeArchive
};
