/**
 * Just enough of a browser document for code that keeps <head> up to date (renderer/navigation/apply-head.ts): a
 * title, <meta> and <link> elements found by one attribute, created, changed and removed. Vitest runs these tests
 * in Node, without a DOM; this stands in for one, built from the tags a server wrote.
 */

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#039;': "'" };
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#039);/g, (entity) => ENTITIES[entity]!);

class FakeElement {
  readonly attributes = new Map<string, string>();
  constructor(
    readonly tagName: string,
    private readonly head: FakeHead,
  ) {}
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  get content() {
    return this.attributes.get('content') ?? '';
  }
  set content(value: string) {
    this.attributes.set('content', value);
  }
  get href() {
    return this.attributes.get('href') ?? '';
  }
  set href(value: string) {
    this.attributes.set('href', value);
  }
  get rel() {
    return this.attributes.get('rel') ?? '';
  }
  set rel(value: string) {
    this.attributes.set('rel', value);
  }
  get hreflang() {
    return this.attributes.get('hreflang') ?? '';
  }
  set hreflang(value: string) {
    this.attributes.set('hreflang', value);
  }
  remove() {
    this.head.elements = this.head.elements.filter((element) => element !== this);
  }
}

class FakeHead {
  elements: FakeElement[] = [];
  /** Only the form apply-head.ts asks for: `tag[attribute="value"]`. */
  querySelector(selector: string): FakeElement | null {
    const [, tag, attribute, value] = /^(\w+)\[([\w-]+)="([^"]*)"\]$/.exec(selector) ?? [];
    if (!tag) throw new Error(`the fake document does not understand the selector ${selector}`);
    return (
      this.elements.find((element) => element.tagName === tag && element.attributes.get(attribute!) === value) ?? null
    );
  }
  append(element: FakeElement) {
    this.elements.push(element);
  }
}

export class FakeHeadDocument {
  title = '';
  readonly head = new FakeHead();

  /** A document whose head holds the <title>, <meta> and <link> tags of `html` (scripts are left out). */
  constructor(html: string) {
    const tags = html.replace(/<script\b[\s\S]*?<\/script>/g, '');
    for (const [, title, tag, attributes] of tags.matchAll(/<title>([^<]*)<\/title>|<(meta|link)\s([^>]*)>/g)) {
      if (title !== undefined) {
        this.title = unescape(title);
        continue;
      }
      const element = this.createElement(tag!);
      for (const [, name, value] of attributes!.matchAll(/([\w:-]+)="([^"]*)"/g))
        element.setAttribute(name!, unescape(value!));
      this.head.append(element);
    }
  }

  createElement(tagName: string): FakeElement {
    return new FakeElement(tagName, this.head);
  }

  /** The head as sorted lines, one per element: two documents with the same head give the same lines. */
  describe(): string[] {
    const elements = this.head.elements.map(
      (element) =>
        `<${element.tagName} ${[...element.attributes]
          .map(([name, value]) => `${name}="${value}"`)
          .sort()
          .join(' ')}>`,
    );
    return [`<title>${this.title}`, ...elements.sort()];
  }
}
