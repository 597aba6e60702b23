/**
 * Stands in for antd's tooltip UniqueProvider where antd's ConfigProvider imports it. ConfigProvider uses it only
 * when `tooltip.unique` is configured, which the platform's theme never does; importing the real one there put
 * antd's whole popup machinery (@rc-component/trigger and its motion) into every page's first load. Tooltips keep
 * the real one (antd/es/tooltip imports it itself, with ui-extra).
 */
const UniqueProvider = ({ children }) => children;
export default UniqueProvider;
