import { createElement, type ReactElement, type SVGProps } from 'react';
import type { IconNode } from 'lucide';

export interface IconProps extends SVGProps<SVGSVGElement> {
  /** Width and height in pixels (lucide's default is 24; classes such as `h-4 w-4` usually set it). */
  size?: number | string;
}

export type IconComponent = (props: IconProps) => ReactElement;

/**
 * A lucide icon as a React SVG element, drawn from the icon's path data (the `lucide` package).
 *
 * Why not lucide-react: its components go through a shared runtime (a context, class merging,
 * attribute building) that was about 1.3 KB gzip of every public page's first load and about a
 * tenth of a server render's CPU (docs/performance.md); the app needs none of it: sizes come from
 * classes and the stroke is lucide's default. Icons look as lucide draws them, but its drawing
 * attributes (fill, stroke, stroke width, caps and joins) are one rule for `.lucide` in index.css
 * instead of five attributes on every `<svg>`: they were a sixth of the property page's
 * attributes, each written out on the server and sent. `xmlns` is not needed inside HTML. Width
 * and height stay, so an icon keeps its size before the stylesheet applies. An icon is
 * decorative (`aria-hidden`) unless it is given a label or role.
 */
export function lucideIcon(node: IconNode): IconComponent {
  return function Icon({ size = 24, className, ...rest }: IconProps) {
    const labelled = rest['aria-label'] !== undefined || rest['aria-labelledby'] !== undefined || rest.role !== undefined;
    return createElement(
      'svg',
      {
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        'aria-hidden': labelled ? undefined : true,
        className: className ? `lucide ${className}` : 'lucide',
        ...rest,
      },
      node.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs })),
    );
  };
}
