/** The part of sax (a strict XML parser, installed with xml2js) that the plot tests use. */
declare module 'sax' {
  interface Tag {
    readonly name: string;
    readonly attributes: Record<string, string>;
  }
  interface Parser {
    onerror: (e: Error) => void;
    onopentag: (node: Tag) => void;
    onclosetag: (name: string) => void;
    ontext: (text: string) => void;
    write(text: string): Parser;
    close(): Parser;
  }
  const sax: { parser(strict: boolean, options: object): Parser };
  export default sax;
}
