import type { InputType } from 'storybook/internal/types';

type VariantConfig = {
  variants: Record<string, Record<string, unknown>>;
  defaultVariants?: Record<string, unknown>;
};

type Defaults<C extends VariantConfig> = { [Prop in keyof C['variants']]?: Extract<keyof C['variants'][Prop], string> };

/**
 * The controls and props-table rows of a component's cva variants, read from its own config: the
 * options in the order declared, and the default the component falls back to (docgen cannot see cva's
 * `defaultVariants`, so the table showed "-" and the control "Choose option...").
 */
export function variantControls<C extends VariantConfig>(config: C, control: 'select' | 'inline-radio' = 'select') {
  const argTypes: Record<string, InputType> = {};
  const args: Record<string, unknown> = {};
  for (const [prop, options] of Object.entries(config.variants)) {
    const names = Object.keys(options);
    const fallback = config.defaultVariants?.[prop];
    argTypes[prop] = {
      control,
      options: names,
      table: {
        type: { summary: names.map((name) => `"${name}"`).join(' | ') },
        ...(typeof fallback === 'string' ? { defaultValue: { summary: `"${fallback}"` } } : {}),
      },
    };
    if (typeof fallback === 'string') args[prop] = fallback;
  }
  return { argTypes: argTypes as { [Prop in keyof C['variants']]: InputType }, args: args as Defaults<C> };
}
