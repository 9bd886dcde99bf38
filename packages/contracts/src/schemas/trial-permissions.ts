/** The trial-user permission page (/station/permission/trial_user): grants of a station company to trial companies. */
export {};
