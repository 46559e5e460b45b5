# The help room in Korean (docs/glossary-ko.md). The command tree: one block per command.

cmd-help = 도움말
    .description = 여기서 게임하는 법: 게임마다 그림과 함께.
cmd-help-game = 게임
    .description = 이 게임의 페이지를 바로 엽니다 (핵심 아이디어와 그림)

cmd-rules = 규칙
    .description = 게임을 하는 법 (나에게만).
cmd-rules-game = 게임
    .description = 어느 게임

## The overview

help-overview-intro = **Stone Arena**에서는 두 사람이 하는 추상 전략 게임 다섯 가지를 즐길 수 있습니다: { $games }.
help-overview-start = **시작**: `/도전 <게임>`(예: `/도전 meter`). `상대`를 지정하면 그 사람에게 도전하고, 지정하지 않으면 여기 있는 누구나 받을 수 있는 공개 도전이 됩니다. 게임별 옵션(판 크기, 색, 시간)은 입력하는 동안 나타납니다.
help-overview-play = **대국**: 대국마다 스레드가 따로 생깁니다. `/착수`로 둡니다(둘 수 있는 수를 제안합니다). 그 밖에 `/패스`, `/완료`, `/무승부`, `/기권`이 있고, `/판`과 `/기보`는 대국을 보여 주며, `/내대국`은 내 대국을 나열합니다. Thwart Omega는 비밀 라운드로 진행합니다: 라운드마다 제가 개인 메시지를 보냅니다(스레드에서 `/봉수`를 써도 됩니다).
help-overview-learn = **게임 배우기**: 아래 메뉴에서 고르세요(또는 `/도움말 게임:<이름>`). 핵심 아이디어를 그림으로 보여 주는 쉬운 설명 페이지가 열립니다. `/규칙 게임:<이름>`은 모든 세부 규칙을 알려 줍니다.
help-overview-tournaments = **대회**: `/대회 현황`은 여기서 열리고 있는 대회를 보여 줍니다. 참가 신청은 대회의 참가 버튼으로 합니다.

## The page menu

help-menu-overview = 개요
help-menu-overview-description = 게임과 명령어
help-menu-game-description = 핵심 아이디어: { help-key-idea }
help-menu-placeholder = 게임 배우기…
help-gone = 그 도움말 페이지는 더 이상 없어서 개요를 보여 드립니다.

## A game's page

help-key-idea = { $game ->
    [meter] 잡기
    [interleave] 시선
    [thwart-omega] 불탄 칸과 곱
    [meridians] 경로
    [meuda] 크기 N의 그룹
   *[other] { $game }
}
help-board = { $game ->
    [meter] 육각형 판(기본 37칸) · 흑과 백이 번갈아 빈 칸 아무 곳에나 돌을 하나씩 놓습니다. 흑이 먼저 두며, 백은 첫 돌에 응수하는 대신 `swap`으로 색을 바꿀 수 있습니다.
    [interleave] 육각형 판(기본 37칸) · 흑과 빨강. 먼저 한 선수가 두 색의 돌을 원하는 대로 배치하고 `done`이라고 말하면, 다른 선수가 색을 고릅니다. 그 뒤로는 차례가 없습니다: 원할 때 놓고, 다 놓았으면 `done`이라고 말하세요.
    [thwart-omega] 7 × 7 판 · 비밀 라운드로 진행합니다. 매 라운드 두 선수가 각자 흑 돌 하나와 백 돌 하나를 빈 칸 두 곳에 놓습니다(`b c3 w e5`). 개인 메시지나 `/봉수`로 보내면 네 돌이 모두 공개됩니다. 각 선수는 자기 색의 그룹으로 점수를 얻습니다. 시간 안에 보내지 않은 수는 무작위로 채워지고, 두 선수 모두 3라운드 연속으로(서버가 다른 수를 정하지 않았다면) 수를 보내지 않은 대국은 승자 없이 포기 처리됩니다. 모든 봉수는 공개 전에 스레드에 봉인값으로 먼저 기록되므로, 바뀌지 않았음을 누구나 확인할 수 있습니다(docs/fairness.md).
    [meridians] 점으로 이루어진 육각형 판(기본 114점) · 밝은 돌과 어두운 돌, 밝은 돌이 먼저 둡니다. 첫 돌은 아무 곳에나, 두 번째 돌은 첫 돌에서 직선 위에, 사이에 빈 점만 있는 곳에 놓습니다.
    [meuda] 육각형 판(기본 217칸) · 흑과 백. 한 선수가 흑 돌과 백 돌을 하나씩 놓고, 다른 선수가 색을 고릅니다. 그 뒤로는 차례마다 새 그룹을 하나 만듭니다.
   *[other] { $game }
}
help-idea = { $game ->
    [meter] 돌의 위치란 빈 칸을 따라 걸어서 얼마나 바깥까지 나갈 수 있는가입니다: 닿을 수 있는 가장 바깥 고리, 그리고 거기까지 가장 적은 걸음 수. 내 돌이 놓인 뒤 위치가 나빠진 상대 돌은 모두 잡힙니다(판에서 제거). 가장자리 고리의 돌은 절대 잡히지 않습니다.
    [interleave] 빈 칸에서 여섯 방향의 직선을 따라 보며 각 선에서 처음 만나는 돌을 셉니다(그 뒤의 돌은 가려집니다). 돌은 **내 돌보다 상대 돌이 더 많이** 보이는 곳에만 놓을 수 있습니다.
    [thwart-omega] 같은 칸에 흑 돌과 백 돌이 놓이면 그 칸은 불탑니다(누구의 것도 아니며 그룹을 끊습니다). 같은 색 돌 두 개는 2로 세는 더블이 됩니다. 점수는 내 색 그룹 크기들의 **곱**입니다(크기 4와 3인 그룹이면 12점).
    [meridians] 경로란 내 두 그룹 사이에 빈 점만으로 이어진 직선입니다. 경로가 없는 그룹은 죽은 그룹이며, 그 주인의 다음 수 뒤에 제거됩니다. 세 번째 돌부터는 어떤 직선을 따라 가장 가까운 돌이 내 돌인 곳에 놓습니다. 패스는 놓을 곳이 없을 때만 할 수 있습니다.
    [meuda] 내 돌 어디에도 닿지 않는 곳에 뿌리를 놓습니다. N은 뿌리에서 여섯 방향의 직선을 따라 보이는 내 그룹의 수입니다(시선은 상대 돌만 가립니다). 내 차례에는 정확히 N개의 돌을 놓습니다: 뿌리와 N−1개를 더 놓되, 각각 새 그룹에 닿고 내 다른 돌에는 닿지 않아야 합니다(`/착수`는 뿌리를 그 N과 함께 보여 주고, `d1 d2 e1`처럼 쓰면 한 차례를 한 번에 둡니다).
   *[other] { $game }
}
help-winning = { $game ->
    [meter] **승리**: 판이 가득 차면 크기가 같은 흑 그룹과 백 그룹이 한 쌍씩 상쇄됩니다. 남은 그룹 중 가장 큰 그룹의 주인이 이깁니다.
    [interleave] **승리**: 두 선수가 모두 `done`하면 그룹 크기를 가장 큰 것부터 차례로 비교합니다. 처음 차이가 나는 곳에서 승부가 갈리고, 모두 같으면 빨강이 이깁니다.
    [thwart-omega] **승리**: 빈 칸이 세 개 이하가 되면 그 칸들이 불타고 게임이 끝납니다. 곱이 큰 쪽이 이깁니다(같으면 그룹 크기를 가장 큰 것부터 비교하고, 그래도 같으면 `tiebreak` 옵션에 따릅니다).
    [meridians] **승리**: 내 세 번째 차례부터, 남은 돌이 하나도 없으면 집니다. 선수끼리 `/무승부`로 결과에 합의할 수도 있습니다.
    [meuda] **승리**: 내가 가진 서로 다른 그룹 크기마다 1점, 그리고 가장 큰 그룹을 가진 쪽이 ½점을 더 얻습니다. 둘 수 있는 뿌리가 없으면 패스하며, 패스가 연달아 두 번 나오면 게임이 끝납니다.
   *[other] { $game }
}
help-page-idea = **핵심 아이디어: { help-key-idea }.** { help-idea }
help-page-picture = **그림**: { $heading }.
help-page-start = **시작**: `/도전 { $game }`(누군가에게 도전하려면 `상대:`를 추가) · { $more }
help-page-rules-attached = 전체 규칙을 첨부했습니다.
help-page-every-rule = **모든 규칙**: `/규칙 게임:{ $title }`

## The diagrams' words

lesson-meter-heading = 백 { $placed }에 두자 흑 { $victim } 돌이 잡힙니다
lesson-meter-caption = { $placed }에 두기 전에는 흑 { $victim } 돌이 곧바로 가장자리 고리로 나갈 수 있었습니다. 이제 가장 가까운 길은 { $steps }걸음입니다(화살표): 위치가 나빠졌으므로 잡힙니다.
lesson-meter-edge = 가장자리 고리의 돌은 절대 잡히지 않습니다.
lesson-meter-tag-captured = { $cell }: 잡힘
lesson-meter-tag-now = 이제 { $steps }걸음
lesson-interleave-heading = 빨강은 { $target }에 둘 수 있습니다: 흑 { $black }개, 빨강 { $red }개가 보입니다
lesson-interleave-caption-sight = 한 칸에서 여섯 직선을 따라 보며 각 선의 첫 돌만 셉니다: { $hidden } 돌은 { $front } 뒤에 가려집니다.
lesson-interleave-caption-rule = 내 돌보다 상대 돌이 더 많이 보이는 곳에만 놓을 수 있습니다: 여기에 빨강은 놓을 수 있고, 흑은 놓을 수 없습니다.
lesson-tag-hidden = { $cell }: 가려짐
lesson-thwart-heading = { $cell } 불탐: 한 칸에 흑과 백
lesson-thwart-caption = 한 칸에 같은 색 돌 두 개는 더블이 됩니다({ $cell } 칸은 2로 셉니다). 점수는 내 색 그룹 크기(숫자)들의 곱입니다:
lesson-thwart-score = { $colour ->
    [black] 흑
   *[other] 백
} { $calculation }
lesson-thwart-tag-burned = 불탐
lesson-meridians-heading = 밝은 돌 { $cell }에는 경로가 없어 죽었습니다
lesson-meridians-caption-path = 경로란 내 두 그룹 사이에 빈 점만으로 이어진 직선입니다: { $first }–{ $last }에는 경로가 있습니다. 어두운 돌 { $blocker }에 { $lone }의 직선이 막힙니다.
lesson-meridians-caption-removed = { $cell } 돌(× 표시)은 밝은 돌의 다음 수 뒤에 제거됩니다.
lesson-meridians-tag-dead = { $cell }: 죽음
lesson-meridians-tag-path = 경로
lesson-meridians-tag-blocks = { $cell }: 막음
lesson-meuda-heading = 뿌리 { $root }에서 흑 그룹 { $n }개가 보이므로 N = { $n }
lesson-meuda-caption-sight = 시선은 상대 돌만 가립니다: { $front } 돌은 { $behind } 돌을 가리지 않지만, 백 { $blocker } 돌은 { $hidden } 돌을 가립니다.
lesson-meuda-caption-group = 이번 차례의 새 그룹은 N = { $n }개의 돌입니다: { $root } 돌과, 거기에 닿고(점) 내 다른 돌에는 닿지 않는 돌 { $more }개.
