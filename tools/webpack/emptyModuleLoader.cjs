// The server build's loader for CSS: the page renderer never needs styles in JavaScript (the
// browser build's extracted CSS file is linked in the page), so a CSS import becomes an empty module.
module.exports = function emptyModuleLoader() {
  return 'export {};';
};
