import boundaries from './boundaries.js';
import noJsxLiterals from './no-jsx-literals.js';

export default { rules: { boundaries, 'no-jsx-literals': noJsxLiterals } };
