/**
 * The design system's styles, written as plain stylesheets at build time instead of computed in the browser.
 *
 * antd computes each component's CSS the first time the component renders (its CSS-in-JS); on a phone that is
 * a large share of the main thread's work during the first load. The pages run antd in its zero-runtime mode
 * (`brandTheme.zeroRuntime`), and this module renders every component each design-system entry can show (the
 * components it exports and the ones those render inside them) once in Node with the brand theme, collects the
 * CSS antd would have inserted, and writes one stylesheet per entry beside it (`ui/generated/antd-<entry>.css`).
 * Each entry imports its stylesheet, so the CSS arrives with the entry's chunk. The rules sit in the `antd`
 * cascade layer: the site's own stylesheets, which are not layered, win over them whatever order they load in,
 * as they did over the styles antd inserted first in the document.
 *
 * The files are made again when antd's version, the theme or an entry's list of components changes.
 */
const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');
const Module = require('node:module');

const uiDir = path.join(__dirname, '../src/ui');
const outputDir = path.join(uiDir, 'generated');

/** The design system's entries, in the order a page loads them; a component is written in the first that has it. */
const ENTRIES = [
  { name: 'ui', file: 'index.ts' },
  { name: 'extra', file: 'extra.ts' },
  { name: 'form', file: 'form.ts' },
  { name: 'data', file: 'data.ts' },
  { name: 'date', file: 'date.ts' },
];

/** Folders of antd that hold no component of their own. */
const NOT_COMPONENTS = new Set(['_util', 'config-provider', 'locale', 'style', 'theme', 'version', 'time-picker']);

const antdRoot = path.dirname(require.resolve('antd/package.json'));

/**
 * antd folders a source file of ours imports, following our own relative imports. A folder's React context alone
 * (`antd/es/app/context`) renders nothing and brings no styles.
 */
function foldersOfSource(file, seen = new Set()) {
  if (seen.has(file)) return new Set();
  seen.add(file);
  const text = fs.readFileSync(file, 'utf8');
  const found = new Set();
  for (const match of text.matchAll(/from\s+'antd\/es\/([a-z-]+)(\/[^']*)?'/g)) {
    if (match[2] !== '/context') found.add(match[1]);
  }
  for (const match of text.matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)) {
    const base = path.resolve(path.dirname(file), match[1].replace(/\.js$/, ''));
    const target = ['.ts', '.tsx'].map((ext) => base + ext).find((candidate) => fs.existsSync(candidate));
    if (target) for (const folder of foldersOfSource(target, seen)) found.add(folder);
  }
  return found;
}

/**
 * The antd folders whose styles can be registered by these folders' components: every folder one of whose
 * `style/` modules is reached from the components' `index.js` by their imports (a table reaches pagination,
 * checkbox, dropdown... ; an input reaches only the form's context, not the form's styles).
 */
function styledFolders(folders) {
  const esRoot = path.join(antdRoot, 'es');
  const seen = new Set();
  const styled = new Set();
  const queue = folders.map((folder) => path.join(esRoot, folder, 'index.js')).filter((file) => fs.existsSync(file));
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const relative = path.relative(esRoot, file).split(path.sep);
    if (relative.length > 2 && relative[1] === 'style') styled.add(relative[0]);
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from|import)\s+'(\.{1,2}\/[^']+)'/g)) {
      const base = path.resolve(path.dirname(file), match[1]);
      const target = [base, `${base}.js`, path.join(base, 'index.js')].find(
        (candidate) => candidate.endsWith('.js') && fs.existsSync(candidate),
      );
      if (target && target.startsWith(esRoot)) queue.push(target);
    }
  }
  return [...styled].filter((folder) => !NOT_COMPONENTS.has(folder) && !folder.startsWith('_')).sort();
}

/** Loads a TypeScript module of ours (the brand theme) in Node, compiled by swc. */
function loadTypeScript(file) {
  const { transformFileSync } = require('@swc/core');
  const { code } = transformFileSync(file, {
    swcrc: false,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const loaded = new Module(file, module);
  loaded.filename = file;
  loaded.paths = Module._nodeModulePaths(path.dirname(file));
  loaded._compile(code, file);
  return loaded.exports;
}

/** How to render a component so that every style it can need is registered, where its bare render is not enough. */
function renderers(React, antd) {
  const h = React.createElement;
  const panel = (Component, props) => h(Component._InternalPanelDoNotUseOrYouWillBeFired, props);
  return {
    Affix: (C) => h(C, null, h('div')),
    Alert: (C) => h(C, { title: 'a', type: 'info', showIcon: true, closable: true }),
    App: (C) => h(C, null, h('div')),
    Badge: (C) => h(React.Fragment, null, h(C, { count: 1 }), h(C.Ribbon, { text: 'a' }, h('div'))),
    Breadcrumb: (C) => h(C, { items: [{ title: 'a' }, { title: 'b' }] }),
    Button: (C) => h(React.Fragment, null, h(C, null, 'a'), h(C, { type: 'primary', loading: true }, 'a')),
    Card: (C) => h(C, { title: 'a', extra: 'b', actions: [h('span', { key: 'a' }, 'a')] }, 'c'),
    Checkbox: (C) => h(React.Fragment, null, h(C, null, 'a'), h(C.Group, { options: ['a'] })),
    Descriptions: (C) => h(C, { title: 'a', items: [{ key: 'a', label: 'a', children: 'b' }] }),
    Drawer: (C) => panel(C, { title: 'a' }),
    Dropdown: (C) => h(C, { menu: { items: [] } }, h('span', null, 'a')),
    Form: (C) =>
      h(C, null, h(C.Item, { label: 'a', name: 'a', help: 'b', validateStatus: 'error', required: true }, h('input'))),
    Input: (C) =>
      h(
        React.Fragment,
        null,
        h(C, { allowClear: true, prefix: 'a', suffix: 'b', showCount: true, maxLength: 3 }),
        h(C.Search, { enterButton: true }),
        h(C.TextArea, { showCount: true, maxLength: 3 }),
        h(C.Password),
        h(C.OTP),
      ),
    InputNumber: (C) => h(C, { prefix: 'a', suffix: 'b' }),
    Layout: (C) =>
      h(C, null, h(C.Header, null, 'a'), h(C.Sider, null, 'b'), h(C.Content, null, 'c'), h(C.Footer, null, 'd')),
    List: (C) => h(C, { dataSource: [1], renderItem: () => h(C.Item, null, h(C.Item.Meta, { title: 'a' })) }),
    Menu: (C) => h(C, { items: [{ key: 'a', label: 'a' }] }),
    Modal: (C) => h(React.Fragment, null, h(C), panel(C, {}), panel(C, { type: 'confirm' })),
    Pagination: (C) => h(C, { total: 100, showSizeChanger: true }),
    Popconfirm: (C) => panel(C, { title: 'a' }),
    Popover: (C) => panel(C, { title: 'a', content: 'b' }),
    Progress: (C) => h(React.Fragment, null, h(C, { percent: 50 }), h(C, { type: 'circle', percent: 50 })),
    Radio: (C) => h(React.Fragment, null, h(C, null, 'a'), h(C.Group, { options: ['a'], optionType: 'button' })),
    Result: (C) => h(C, { status: 'success', title: 'a' }),
    Segmented: (C) => h(C, { options: ['a', 'b'] }),
    Select: (C) => h(C, { options: [{ value: 'a', label: 'a' }], allowClear: true }),
    Skeleton: (C) => h(React.Fragment, null, h(C, { active: true, avatar: true }), h(C.Button), h(C.Input), h(C.Image)),
    Space: (C) =>
      h(React.Fragment, null, h(C, null, 'a'), h(C.Compact, null, h(antd.Button, null, 'a'), h(antd.Input))),
    Spin: (C) => h(C, { spinning: true }, h('div')),
    Statistic: (C) => h(C, { title: 'a', value: 1 }),
    Steps: (C) => h(C, { items: [{ title: 'a' }] }),
    Table: (C) =>
      h(C, {
        columns: [{ title: 'a', dataIndex: 'a', sorter: true, filters: [{ text: 'a', value: 'a' }] }],
        dataSource: [{ key: 1, a: 'a' }],
        rowSelection: {},
        pagination: { total: 20, pageSize: 10 },
      }),
    Tabs: (C) => h(C, { items: [{ key: 'a', label: 'a', children: 'b' }] }),
    Tag: (C) => h(React.Fragment, null, h(C, { color: 'blue' }, 'a'), h(C, { color: 'success' }, 'b')),
    Tooltip: (C) => panel(C, { title: 'a' }),
    Tree: (C) => h(C, { treeData: [] }),
    Typography: (C) => h(React.Fragment, null, h(C.Title, null, 'a'), h(C.Text, null, 'b'), h(C.Paragraph, null, 'c')),
    Upload: (C) => h(C, { fileList: [{ uid: '1', name: 'a', status: 'done' }] }, h('span', null, 'a')),
    message: (C) => panel(C, { content: 'a' }),
    notification: (C) => panel(C, { title: 'a' }),
  };
}

/** The component (or function) antd exports from a folder: `date-picker` → `DatePicker`. */
function exportOf(folder, antd) {
  if (folder === 'grid') return 'Row';
  const camel = folder.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
  const pascal = camel[0].toUpperCase() + camel.slice(1);
  const renderable = (name) => typeof antd[name] === 'function' || Boolean(antd[name]?.$$typeof);
  if (renderable(pascal)) return pascal;
  if (['message', 'notification'].includes(camel)) return camel;
  return undefined;
}

/** CSS for these components, with only the rules not already in `known` (a set of cache keys, updated). */
function extract(components, theme, known) {
  const React = require('react');
  const { renderToString } = require('react-dom/server');
  const { createCache, extractStyle, StyleProvider } = require('@ant-design/cssinjs');
  const antd = require('antd');
  const render = renderers(React, antd);
  const cache = createCache();
  const h = React.createElement;
  const nodes = components.map((name) => {
    const Component = antd[name];
    return h(React.Fragment, { key: name }, render[name] ? render[name](Component) : h(Component));
  });
  if (components.includes('Row')) nodes.push(h(antd.Col, { key: 'Col', span: 12 }));
  // Rendered only for its styles: antd's notes to developers (deprecated components) are not for the build log.
  const { error, warn } = console;
  const quiet =
    (write) =>
    (first, ...rest) => {
      if (!(typeof first === 'string' && first.startsWith('Warning: [antd:'))) write(first, ...rest);
    };
  console.error = quiet(error);
  console.warn = quiet(warn);
  try {
    renderToString(h(StyleProvider, { cache }, h(antd.ConfigProvider, { theme }, nodes)));
  } finally {
    console.error = error;
    console.warn = warn;
  }
  for (const key of [...cache.cache.keys()]) {
    if (!key.startsWith('style%') || known.has(key)) cache.cache.delete(key);
    else known.add(key);
  }
  return extractStyle(cache, { plain: true, types: ['style'] });
}

/** What the stylesheets are made from: antd's version, the theme's source, the folders each entry reaches, this file. */
function inputsHash(folderLists) {
  return crypto
    .createHash('sha256')
    .update(
      JSON.stringify({
        antdVersion: require('antd/package.json').version,
        theme: fs.readFileSync(path.join(uiDir, 'brand-theme.ts'), 'utf8'),
        folderLists,
        self: fs.readFileSync(__filename, 'utf8'),
      }),
    )
    .digest('hex')
    .slice(0, 16);
}

/**
 * Writes `ui/generated/antd-<entry>.css` for every design-system entry when its inputs changed. Whether they did
 * is read from the files alone; antd and the theme are loaded only to write the stylesheets again.
 * @returns {string[]} the files written (empty when they were up to date)
 */
function ensureAntdStyles() {
  const folderLists = ENTRIES.map((entry) => styledFolders([...foldersOfSource(path.join(uiDir, entry.file))]));
  const stamp = path.join(outputDir, '.inputs');
  const hash = inputsHash(folderLists);
  const expected = ENTRIES.map((entry) => path.join(outputDir, `antd-${entry.name}.css`));
  if (
    fs.existsSync(stamp) &&
    fs.readFileSync(stamp, 'utf8') === hash &&
    expected.every((file) => fs.existsSync(file))
  ) {
    return [];
  }
  const antd = require('antd');
  const { brandTheme } = loadTypeScript(path.join(uiDir, 'brand-theme.ts'));
  // The same theme the pages use, but with the styles computed here instead of in the browser.
  const theme = { ...brandTheme, zeroRuntime: false };
  const known = new Set();
  fs.mkdirSync(outputDir, { recursive: true });
  const written = [];
  for (const [index, folders] of folderLists.entries()) {
    const components = [...new Set(folders.map((folder) => exportOf(folder, antd)).filter(Boolean))];
    const css = extract(components, theme, known);
    const header = `/* antd ${require('antd/package.json').version}: ${components.join(', ')} */\n`;
    fs.writeFileSync(expected[index], `${header}@layer antd {\n${css}\n}\n`);
    written.push(expected[index]);
  }
  fs.writeFileSync(stamp, hash);
  return written;
}

module.exports = { ensureAntdStyles };

if (require.main === module) {
  const written = ensureAntdStyles();
  for (const file of written) console.log(`${path.relative(process.cwd(), file)}: ${fs.statSync(file).size} bytes`);
  if (!written.length) console.log('antd styles are up to date');
}
