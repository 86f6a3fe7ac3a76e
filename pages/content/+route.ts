/**
 * Every URL is tried as a content page, and `+onBeforeRender` answers 404 when no YAML file under
 * content/pages makes it. A route string, unlike a route function, is read with the config
 * without bundling and running the content engine (vike runs `+route` files when it loads the
 * config).
 */
export default '/*'
