import { stylish } from './stylish.js';
import { json } from './json.js';
import { sarif } from './sarif.js';
import { github } from './github.js';
export const FORMATS = ['stylish', 'json', 'sarif', 'github'];
/** Formatters are pure: results in, text out. */
export const formatters = { stylish, json, sarif, github };
