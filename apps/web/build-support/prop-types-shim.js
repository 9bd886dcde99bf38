/**
 * prop-types as its own production build behaves (validators that never run), written as an ES
 * module. The CommonJS original cannot be tree-shaken: once the lazily loaded date pickers use it,
 * the bundler keeps it in the first-load chunk, because the entry imports it too (through
 * react-transition-group) even though nothing there calls it.
 */
function shim() {}
shim.isRequired = shim;
const getShim = () => shim;

const PropTypes = {
  array: shim,
  bigint: shim,
  bool: shim,
  func: shim,
  number: shim,
  object: shim,
  string: shim,
  symbol: shim,
  any: shim,
  arrayOf: getShim,
  element: shim,
  elementType: shim,
  instanceOf: getShim,
  node: shim,
  objectOf: getShim,
  oneOf: getShim,
  oneOfType: getShim,
  shape: getShim,
  exact: getShim,
  checkPropTypes: shim,
  resetWarningCache: shim,
  PropTypes: undefined,
};
PropTypes.PropTypes = PropTypes;

export default PropTypes;
