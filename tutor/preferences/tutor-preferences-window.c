/* tutor-preferences-window.c
 *
 * Copyright 2026 The Toguz Tutor developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tutor-languages.h"
#include "tutor-preferences-window.h"

struct _TutorPreferencesWindow
{
  AdwPreferencesWindow parent_instance;

  GtkAdjustment *speed_adjustment;
  GtkSwitch *hover_preview;
  GtkSwitch *large_print;
  GtkSwitch *hole_names;
  AdwComboRow *language;

  GSettings *settings;
  char *language_shown;     /* the language the tutor speaks now */
  AdwToast *restart_toast;  /* while it is shown */
};

G_DEFINE_FINAL_TYPE (TutorPreferencesWindow, tutor_preferences_window,
                     ADW_TYPE_PREFERENCES_WINDOW)

/* The choices: the system's language, English, then the translations. */
#define FIRST_TRANSLATION 2

static void
on_restart_toast_dismissed (TutorPreferencesWindow *self)
{
  self->restart_toast = NULL;
}

/* The words on screen are the language's the tutor started in: a new
 * one is offered a restart, the same one again takes the offer back. */
static void
offer_restart (TutorPreferencesWindow *self, const char *language)
{
  if (g_strcmp0 (language, self->language_shown) == 0)
    {
      if (self->restart_toast)
        adw_toast_dismiss (self->restart_toast);
      return;
    }
  if (self->restart_toast)
    return;
  self->restart_toast = adw_toast_new (
    _("The new language needs a restart"));
  adw_toast_set_button_label (self->restart_toast, _("_Restart Now"));
  adw_toast_set_action_name (self->restart_toast, "app.restart");
  adw_toast_set_timeout (self->restart_toast, 0);
  adw_toast_set_priority (self->restart_toast, ADW_TOAST_PRIORITY_HIGH);
  g_signal_connect_object (self->restart_toast, "dismissed",
                           G_CALLBACK (on_restart_toast_dismissed), self,
                           G_CONNECT_SWAPPED);
  adw_preferences_window_add_toast (ADW_PREFERENCES_WINDOW (self),
                                    self->restart_toast);
}

static void
on_language_selected (TutorPreferencesWindow *self)
{
  guint index = adw_combo_row_get_selected (self->language);
  const char *language;

  if (index >= FIRST_TRANSLATION + TUTOR_N_LANGUAGES)
    return;
  language = index == 0   ? ""
             : index == 1 ? "en"
                          : tutor_languages[index - FIRST_TRANSLATION].code;
  g_settings_set_string (self->settings, "language", language);
  offer_restart (self, language);
}

static void
tutor_preferences_window_dispose (GObject *object)
{
  TutorPreferencesWindow *self = TUTOR_PREFERENCES_WINDOW (object);

  g_clear_object (&self->settings);
  g_clear_pointer (&self->language_shown, g_free);
  G_OBJECT_CLASS (tutor_preferences_window_parent_class)->dispose (object);
}

static void
tutor_preferences_window_class_init (TutorPreferencesWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = tutor_preferences_window_dispose;
  gtk_widget_class_set_template_from_resource (
    widget_class,
    "/org/toguztutor/Tutor/preferences/tutor-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TutorPreferencesWindow,
                                        speed_adjustment);
  gtk_widget_class_bind_template_child (widget_class, TutorPreferencesWindow,
                                        hover_preview);
  gtk_widget_class_bind_template_child (widget_class, TutorPreferencesWindow,
                                        large_print);
  gtk_widget_class_bind_template_child (widget_class, TutorPreferencesWindow,
                                        hole_names);
  gtk_widget_class_bind_template_child (widget_class, TutorPreferencesWindow,
                                        language);
}

static void
tutor_preferences_window_init (TutorPreferencesWindow *self)
{
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_string_list_append (names, _("The system’s language"));
  gtk_string_list_append (names, "English");
  for (guint i = 0; i < TUTOR_N_LANGUAGES; i++)
    gtk_string_list_append (names, tutor_languages[i].name);
  adw_combo_row_set_model (self->language, G_LIST_MODEL (names));
}

GtkWidget *
tutor_preferences_window_new (GtkWindow *parent, GSettings *settings)
{
  /* In the application: the restart is its action (and Ctrl+Q works
   * here). */
  TutorPreferencesWindow *self = g_object_new (
    TUTOR_TYPE_PREFERENCES_WINDOW, "transient-for", parent, "modal", TRUE,
    "application", parent ? gtk_window_get_application (parent) : NULL,
    NULL);
  g_autofree char *current = g_settings_get_string (settings, "language");

  self->settings = g_object_ref (settings);
  self->language_shown = g_strdup (current);
  g_settings_bind (settings, "animation-speed", self->speed_adjustment,
                   "value", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "hover-preview", self->hover_preview, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "large-print", self->large_print, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "hole-names", self->hole_names, "active",
                   G_SETTINGS_BIND_DEFAULT);
  if (g_strcmp0 (current, "en") == 0)
    adw_combo_row_set_selected (self->language, 1);
  else if (tutor_language_find (current) >= 0)
    adw_combo_row_set_selected (self->language,
                                FIRST_TRANSLATION
                                  + (guint) tutor_language_find (current));
  else
    adw_combo_row_set_selected (self->language, 0);
  g_signal_connect_object (self->language, "notify::selected",
                           G_CALLBACK (on_language_selected), self,
                           G_CONNECT_SWAPPED);
  return GTK_WIDGET (self);
}

void
tutor_preferences_window_set_language_shown (TutorPreferencesWindow *self,
                                             const char *language)
{
  g_return_if_fail (TUTOR_IS_PREFERENCES_WINDOW (self));
  g_free (self->language_shown);
  self->language_shown = g_strdup (language ? language : "");
}
