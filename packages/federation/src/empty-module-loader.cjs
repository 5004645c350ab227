// A stylesheet imported by code built for the server: nothing (the browser build carries the CSS).
module.exports = function emptyModule() {
  return 'export {};';
};
