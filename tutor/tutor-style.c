/* tutor-style.c: the stylesheets of the tutor's widgets
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "tutor-resources.h"
#include "tutor-style.h"

enum
{
  STYLE_BASE,
  STYLE_DARK,
  STYLE_HC,
  STYLE_HC_DARK,
  N_STYLES
};

static const char *const style_files[N_STYLES] = {
  "style.css", "style-dark.css", "style-hc.css", "style-hc-dark.css",
};

static GtkCssProvider *providers[N_STYLES];

static void
load (GdkDisplay *display, guint style)
{
  g_autofree char *path
    = g_strconcat (TUTOR_RESOURCE_PATH "/", style_files[style], NULL);

  if (!g_resources_get_info (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL, NULL,
                             NULL))
    return;
  providers[style] = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (providers[style], path);
  gtk_style_context_add_provider_for_display (
    display, GTK_STYLE_PROVIDER (providers[style]),
    GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

static void
style_changed (AdwStyleManager *manager, GParamSpec *pspec,
               GdkDisplay *display)
{
  gboolean dark = adw_style_manager_get_dark (manager);
  gboolean hc = adw_style_manager_get_high_contrast (manager);

  for (guint i = 0; i < N_STYLES; i++)
    {
      if (providers[i] == NULL)
        continue;
      gtk_style_context_remove_provider_for_display (
        display, GTK_STYLE_PROVIDER (providers[i]));
      g_clear_object (&providers[i]);
    }
  /* Added in libadwaita's order: among providers of one priority the last
   * added wins, so the later files override the earlier. */
  load (display, STYLE_BASE);
  if (dark)
    load (display, STYLE_DARK);
  if (hc)
    load (display, STYLE_HC);
  if (hc && dark)
    load (display, STYLE_HC_DARK);
}

void
tutor_style_init (void)
{
  static gboolean done;
  GApplication *app;
  GdkDisplay *display;
  AdwStyleManager *manager;

  if (done)
    return;
  done = TRUE;
  adw_init ();
  /* Registered by a constructor; this call keeps the linker from
   * dropping them from a static link. */
  g_return_if_fail (tutor_get_resource () != NULL);

  app = g_application_get_default ();
  if (ADW_IS_APPLICATION (app)
      && g_strcmp0 (g_application_get_resource_base_path (app),
                    TUTOR_RESOURCE_PATH)
           == 0)
    return;

  display = gdk_display_get_default ();
  if (display == NULL)
    return;
  manager = adw_style_manager_get_default ();
  g_signal_connect (manager, "notify::dark", G_CALLBACK (style_changed),
                    display);
  g_signal_connect (manager, "notify::high-contrast",
                    G_CALLBACK (style_changed), display);
  style_changed (manager, NULL, display);
}

G_GNUC_BEGIN_IGNORE_DEPRECATIONS
void
tutor_style_lookup_color (GtkWidget *widget, const char *name,
                          const char *fallback, GdkRGBA *color)
{
  /* Deprecated in GTK 4.10, the way to read a named colour in 4.8. */
  GtkStyleContext *context = gtk_widget_get_style_context (widget);

  if (!gtk_style_context_lookup_color (context, name, color))
    gdk_rgba_parse (color, fallback);
}
G_GNUC_END_IGNORE_DEPRECATIONS
