// src/errors.ts
var CliError = class extends Error {
  exitCode;
  constructor(message, exitCode = 2) {
    super(message);
    this.name = "CliError";
    this.exitCode = exitCode;
  }
};

export {
  CliError
};
