// Flags user-facing text written straight into JSX: every word a user reads must come from the
// catalogues (DESIGN.md §5). Punctuation, numbers and symbols are fine.
const TEXT_ATTRIBUTES = new Set(['alt', 'aria-label', 'aria-description', 'title', 'placeholder', 'label']);
const HAS_WORD = /\p{L}{2,}/u;

export default {
  meta: {
    type: 'problem',
    docs: { description: 'disallow user-facing string literals in JSX' },
    messages: { literal: 'User-facing text "{{text}}" must come from the message catalogues (t(...)).' },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (HAS_WORD.test(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!TEXT_ATTRIBUTES.has(name) || !node.value) return;
        if (node.value.type === 'Literal' && typeof node.value.value === 'string' && HAS_WORD.test(node.value.value)) {
          report(node.value, node.value.value);
        }
        if (
          node.value.type === 'JSXExpressionContainer' &&
          node.value.expression.type === 'Literal' &&
          typeof node.value.expression.value === 'string' &&
          HAS_WORD.test(node.value.expression.value)
        ) {
          report(node.value, node.value.expression.value);
        }
      },
    };
  },
};
