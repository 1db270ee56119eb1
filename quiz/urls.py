"""The trainer under `trainer/` and the learner's progress under `progress/` (language-neutral slugs)."""

from django.urls import path

from quiz import course_views, views

app_name = "quiz"

urlpatterns = [
    path("trainer/", views.index, name="index"),
    path("trainer/start/", views.start, name="start"),
    path("trainer/next/", views.next_question, name="next"),
    path("trainer/answer/<uuid:public_id>/", views.feedback, name="feedback"),
    path("trainer/session/<slug:run>/", views.summary, name="summary"),
    path("trainer/course/", course_views.course_index, name="course"),
    path("trainer/course/<slug:key>/", course_views.course_step, name="course_step"),
    path("trainer/course/<slug:key>/start/", course_views.course_start, name="course_start"),
    path("trainer/practise/<slug:kind>/<slug:key>/", course_views.practise, name="practise"),
    path(
        "trainer/<slug:topic>/<slug:difficulty>/<slug:ruleset>/<int:seed>/", views.question, name="question"
    ),
    path("progress/", views.progress, name="progress"),
]
