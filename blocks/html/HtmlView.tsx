import type { BlockComponentProps } from '../../src/registry';
import type { HtmlProperties } from './properties';

/** Already-sanitised seller HTML (see `Html` and the type's `prepare`): what shoppers hydrate with. */
export function HtmlView({ properties }: BlockComponentProps<HtmlProperties>) {
  return <div className="block-html" dangerouslySetInnerHTML={{ __html: properties.html }} />;
}
