/** The configure screen shown on / once a file is analysed (spec 1 §2). Built by the configurator feature. */
export function ConfigureRoute() {
  return null;
}
