"use client";

import dynamic from "next/dynamic";

// Each its own chunk, fetched only by the page that shows it (see components/lazy/page-widgets.tsx).
export const LoginForm = dynamic(() => import("./login-form").then((module) => module.LoginForm));
export const LogoutView = dynamic(() => import("./logout-view").then((module) => module.LogoutView));
