// The reference app keeps Next's defaults (same version as the project, resolved from the root node_modules).
export default {};
