// Built once by bench/lighthouse.mjs with the project's own next (same version), no options of ours.
const bareConfig = { poweredByHeader: false };

export default bareConfig;
